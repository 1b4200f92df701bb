import { SiteFilter } from '@/features/sites';
import { TagsScreen } from '@/features/tags';

export function Component() {
  // Issue 44: the tags of one site.
  return <TagsScreen siteFilter={(value, onChange) => <SiteFilter value={value} onChange={onChange} />} />;
}
