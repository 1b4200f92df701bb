import { formatDateTime, PRIVACY_TEXTS, timeZoneNote } from '@portal/shared';

/** The confirmation sent to the address of a deleted account (plain text: nothing of the account is left to link). */
export function accountDeletedEmail(input: { appName: string; name: string; at: Date; timeZone: string }) {
  const greeting = input.name ? `Olá, ${input.name}!` : 'Olá!';
  const text = [
    greeting,
    '',
    `Sua conta no ${input.appName} foi excluída em ${formatDateTime(input.at, input.timeZone)} (${timeZoneNote(input.timeZone)}).`,
    '',
    'Foram apagados os seus perfis, páginas públicas, fotos, mensagens e sessões. As tags que eram suas ficaram livres;',
    `no histórico delas você aparece como "${PRIVACY_TEXTS.deletedAccount}". Das visitas às suas páginas ficaram só as contagens.`,
    '',
    'Se não foi você quem pediu, responda a este e-mail.',
  ].join('\n');
  return { subject: PRIVACY_TEXTS.deletedEmailSubject(input.appName), text };
}
