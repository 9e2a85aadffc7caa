import { useParams } from 'react-router';
import { ProfileEditView } from '../features/profile-edit';

/** Both `u-edit` and `u-edit-nickname`. */
export default function ProfileEditPage() {
  const { nickname } = useParams();
  return <ProfileEditView nickname={nickname} />;
}
