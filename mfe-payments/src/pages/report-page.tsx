import { useParams } from 'react-router';
import { ReportTabView } from '../features/reports';

/** `pets-id-report`: a tab of the pet page. */
export default function ReportPage() {
  const { id = '' } = useParams();
  return <ReportTabView petId={Number(id)} />;
}
