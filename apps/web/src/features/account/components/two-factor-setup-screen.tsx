import { TWO_FACTOR_TEXTS } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * REQUIRE_ADMIN_2FA: the admin's only screen after signing in without two-factor, before any menu or data (the
 * server refuses every other route meanwhile). `onDone`: on, and the recovery codes saved.
 */
export function TwoFactorSetupScreen({ onDone }: { onDone: () => void }) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md p-6">
        <h1 className="text-lg font-semibold text-slate-900">{TWO_FACTOR_TEXTS.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{TWO_FACTOR_TEXTS.setupRequiredIntro}</p>
        <div className="mt-5">
          <TwoFactorSetup onDone={onDone} />
        </div>
      </Card>
    </main>
  );
}
