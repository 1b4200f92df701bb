import { ACCOUNT_TEXTS } from '@portal/shared';
import { Switch } from '@/components/ui/switch';

/**
 * 'Enviar convite por e-mail' of the new-account dialogs ('Novo Cliente', 'Novo técnico'; issue 23): on, the
 * password field hides and the person chooses their own from the e-mailed link.
 */
export function InviteSwitch({
  checked,
  onCheckedChange,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-200">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-800">{ACCOUNT_TEXTS.sendInvitation}</p>
          <p className="text-xs text-slate-500">{ACCOUNT_TEXTS.sendInvitationHint}</p>
        </div>
        <Switch label={ACCOUNT_TEXTS.sendInvitation} checked={checked} onCheckedChange={onCheckedChange} />
      </div>
    </div>
  );
}
