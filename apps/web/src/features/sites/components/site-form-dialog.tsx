import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createSiteRequestSchema, formatCnpj, SITE_TEXTS, type Site } from '@portal/shared';
import { FormDialog } from '@/components/ui/form-dialog';
import { InputField } from '@/components/ui/input-field';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { notify } from '@/lib/notifications/notify';
import { useClientAccounts } from '../api/get-client-accounts';
import { useSaveSite } from '../api/save-site';

type SiteInput = z.input<typeof createSiteRequestSchema>;
type SiteOutput = z.output<typeof createSiteRequestSchema>;

const EMPTY: SiteInput = { userId: '', name: '', address: '', cnpj: '' };
const valuesOf = (site: Site | null): SiteInput =>
  site
    ? { userId: site.userId, name: site.name, address: site.address, cnpj: site.cnpj ? formatCnpj(site.cnpj) : '' }
    : EMPTY;

/**
 * 'Novo local' / 'Editar local': the client (only when creating: a site's equipment is its client's), name, address
 * and the optional CNPJ of the building's owner (its check digits checked here and on the server).
 */
export function SiteFormDialog({
  site,
  open,
  onOpenChange,
}: {
  /** null: a new site. */
  site: Site | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<SiteInput, unknown, SiteOutput>({
    resolver: zodResolver(createSiteRequestSchema),
    defaultValues: valuesOf(site),
  });
  const clients = useClientAccounts();
  const mutation = useSaveSite();
  const clientError = form.getFieldState('userId', form.formState).error?.message;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={valuesOf(site)}
      resetKey={site?.id}
      formId="site-form"
      title={site ? SITE_TEXTS.editSite : SITE_TEXTS.newSite}
      description={SITE_TEXTS.description}
      submitLabel={site ? 'Salvar' : 'Criar local'}
      errorText={SITE_TEXTS.saveFailed}
      onSubmit={async ({ userId, ...fields }) => {
        await mutation.mutateAsync(
          site ? { id: site.id, ...fields, cnpj: fields.cnpj ?? null } : { userId, ...fields },
        );
        notify.success(site ? SITE_TEXTS.updated : SITE_TEXTS.created);
      }}
    >
      <Field label={SITE_TEXTS.client} htmlFor="site-client" error={clientError}>
        <Select
          id="site-client"
          disabled={Boolean(site)}
          aria-invalid={Boolean(clientError)}
          {...form.register('userId')}
        >
          <option value="">{clients.isPending ? 'Carregando clientes...' : 'Escolha o cliente'}</option>
          {site && <option value={site.userId}>{site.clientName || site.clientEmail}</option>}
          {(clients.data ?? [])
            .filter((client) => client.id !== site?.userId)
            .map((client) => (
              <option key={client.id} value={client.id}>
                {client.label}
              </option>
            ))}
        </Select>
      </Field>
      <InputField form={form} name="name" id="site-name" label={SITE_TEXTS.name} autoComplete="off" />
      <InputField form={form} name="address" id="site-address" label={SITE_TEXTS.address} autoComplete="off" />
      <InputField
        form={form}
        name="cnpj"
        id="site-cnpj"
        label={SITE_TEXTS.cnpj}
        placeholder="00.000.000/0000-00"
        autoComplete="off"
      />
    </FormDialog>
  );
}
