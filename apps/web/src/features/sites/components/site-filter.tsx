import { SITE_TEXTS } from '@portal/shared';
import { SelectFilter } from '@/components/ui/select-filter';
import { useSiteOptions } from '../api/get-site-options';

/** How many sites a filter offers (the sites list's largest page). */
const SITES_LIMIT = 1000;

/**
 * 'Todos os locais' and every site (its client's name beside it): the technician panel's and the admin's tags filter,
 * handed to those screens as a slot (GET /tecnico/sites: technicians and admins).
 */
export function SiteFilter({ value, onChange }: { value: string; onChange: (siteId: string) => void }) {
  const sites = useSiteOptions(SITES_LIMIT);
  return (
    <SelectFilter
      label={SITE_TEXTS.filterBySite}
      allLabel={SITE_TEXTS.allSites}
      value={value}
      onChange={onChange}
      options={(sites.data?.items ?? []).map((site) => ({
        value: site.id,
        label: `${site.name} — ${site.clientName || site.clientEmail}`,
      }))}
    />
  );
}
