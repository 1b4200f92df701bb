import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { API_TOKEN_TEXTS, type ApiTokenDomain, type CreatedApiToken, type Role } from '@portal/shared';
import type { DialogOpenState } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { InputField } from '@/components/ui/input-field';
import { useCreateApiToken } from '../api/tokens';
import {
  domainsFor,
  toCreateInput,
  tokenFormSchema,
  type TokenFormOutput,
  type TokenFormValues,
} from '../lib/token-form';

const EMPTY: TokenFormValues = { name: '', scopes: [], expiresOn: '' };
const ACCESS = ['read', 'write'] as const;

/** The scopes as checkboxes, one row per domain the account's role reaches: 'Leitura' and 'Escrita'. */
function ScopeGrid({ form, domains }: { form: ReturnType<typeof useTokenForm>; domains: readonly ApiTokenDomain[] }) {
  const error = form.formState.errors.scopes?.message;
  return (
    <fieldset aria-describedby={error ? 'api-token-scopes-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">{API_TOKEN_TEXTS.scopes}</legend>
      <div className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-inset ring-slate-200">
        {domains.map((domain) => (
          <div
            key={domain}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2"
            role="group"
            aria-label={API_TOKEN_TEXTS.domains[domain]}
          >
            <span className="min-w-0 flex-1 text-sm text-slate-900">{API_TOKEN_TEXTS.domains[domain]}</span>
            {ACCESS.map((access) => (
              <label key={access} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  value={`${domain}:${access}`}
                  className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
                  aria-label={`${API_TOKEN_TEXTS.domains[domain]}: ${API_TOKEN_TEXTS[access]}`}
                  {...form.register('scopes')}
                />
                {API_TOKEN_TEXTS[access]}
              </label>
            ))}
          </div>
        ))}
      </div>
      {error && (
        <p id="api-token-scopes-error" role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const useTokenForm = () =>
  useForm<TokenFormValues, unknown, TokenFormOutput>({ resolver: zodResolver(tokenFormSchema), defaultValues: EMPTY });

/** 'Criar token': a name, the scopes the account's role may give, an optional last day. */
export function CreateTokenDialog({
  role,
  onCreated,
  ...dialog
}: DialogOpenState & { role: Role; onCreated: (created: CreatedApiToken) => void }) {
  const form = useTokenForm();
  const mutation = useCreateApiToken();
  return (
    <FormDialog
      {...dialog}
      form={form}
      formLabel={API_TOKEN_TEXTS.create}
      formClassName="space-y-4"
      title={API_TOKEN_TEXTS.create}
      description="O token age em nome da sua conta, apenas com as permissões escolhidas."
      submitLabel={API_TOKEN_TEXTS.create}
      errorText="Não foi possível criar o token. Tente novamente."
      fieldFor={(field) =>
        field === 'expiresAt' ? 'expiresOn' : field === 'scopes' || field === 'name' ? field : undefined
      }
      onSubmit={async (values) => {
        onCreated(await mutation.mutateAsync(toCreateInput(values)));
      }}
    >
      <InputField
        form={form}
        name="name"
        id="api-token-name"
        label={API_TOKEN_TEXTS.name}
        placeholder={API_TOKEN_TEXTS.namePlaceholder}
        autoComplete="off"
        maxLength={80}
      />
      <ScopeGrid form={form} domains={domainsFor(role)} />
      <InputField
        form={form}
        name="expiresOn"
        id="api-token-expires"
        label={API_TOKEN_TEXTS.expiresAt}
        hint="Até o fim do dia escolhido, horário de Brasília. Em branco: não expira."
        type="date"
      />
    </FormDialog>
  );
}
