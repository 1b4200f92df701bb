import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TAG_TEXTS } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useClaimTag } from '../../api/claim-tag';

/** The owner takes a free tag by the code printed on it (POST /me/bracelets/claim); spec section 4 'self-assign'. */
export function ClaimTagDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useClaimTag();

  function close(next: boolean) {
    if (!next) {
      setCode('');
      setError(null);
      mutation.reset();
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (!value) {
      setError(TAG_TEXTS.codeOrSelection);
      return;
    }
    setError(null);
    try {
      const tag = await mutation.mutateAsync(value);
      toast.success(`Tag ${tag.code} atribuída a você.`);
      close(false);
    } catch (failure) {
      setError(errorMessage(failure, TAG_TEXTS.editAssignFailed));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Ativar uma tag"
      description="Digite o código impresso na tag ou na embalagem para ligá-la à sua conta."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancelar
          </Button>
          {/* Spec section 5: assigning needs a non-blank code. */}
          <Button type="submit" form="claim-tag-form" disabled={!code.trim()} loading={mutation.isPending}>
            Ativar
          </Button>
        </>
      }
    >
      <form id="claim-tag-form" noValidate onSubmit={submit}>
        <Field label="Código da tag" htmlFor="claim-code" error={error ?? undefined}>
          <Input
            id="claim-code"
            autoComplete="off"
            placeholder="TAG1234"
            className="font-mono uppercase placeholder:normal-case"
            value={code}
            aria-invalid={Boolean(error)}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
        </Field>
      </form>
    </Dialog>
  );
}
