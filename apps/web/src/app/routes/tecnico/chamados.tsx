import { ChamadosScreen } from '@/features/problem-reports';
import { SiteFilter } from '@/features/sites';

export function Component() {
  return <ChamadosScreen siteFilter={(value, onChange) => <SiteFilter value={value} onChange={onChange} />} />;
}
