import { useParams } from 'react-router';
import { ProfileView } from '../features/profile';

export default function ProfilePage() {
  const { nickname = '' } = useParams();
  return <ProfileView nickname={nickname} />;
}
