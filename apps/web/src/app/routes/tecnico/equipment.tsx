import { useParams } from 'react-router';
import { EquipmentScreen } from '@/features/maintenance';

export function Component() {
  const { id = '' } = useParams();
  return <EquipmentScreen tagId={id} />;
}
