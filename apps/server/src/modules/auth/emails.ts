import { composeEmail, greetingOf, NOT_YOU, type EmailBody } from '../../lib/email-body.js';
import { escapeHtml } from '../../lib/escape-html.js';

export function passwordResetEmail(input: { appName: string; name: string; link: string }) {
  const greeting = greetingOf(input.name);
  const subject = `${input.appName}: redefinição de senha`;
  const text = [
    greeting,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta.',
    'Abra o link abaixo para escolher uma nova senha (vale por 1 hora, uma única vez):',
    '',
    input.link,
    '',
    'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Recebemos um pedido para redefinir a senha da sua conta.</p>
<p><a href="${escapeHtml(input.link)}">Redefinir a senha</a> (vale por 1 hora, uma única vez).</p>
<p>Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.</p>`;
  return { subject, text, html };
}

type Notice = { appName: string; name: string; when: string };

/** To the account: 2FA was turned on from 'Minha conta' (issue 40). */
export function twoFactorEnabledEmail(input: Notice): EmailBody {
  return composeEmail(`${input.appName}: verificação em duas etapas ativada`, [
    greetingOf(input.name),
    `A verificação em duas etapas foi ativada na sua conta em ${input.when} (horário de Brasília). As outras sessões foram encerradas.`,
    NOT_YOU,
  ]);
}

/** To the account: 2FA was turned off from 'Minha conta'. */
export function twoFactorDisabledEmail(input: Notice): EmailBody {
  return composeEmail(`${input.appName}: verificação em duas etapas desativada`, [
    greetingOf(input.name),
    `A verificação em duas etapas foi desativada na sua conta em ${input.when} (horário de Brasília). Agora a entrada pede só a senha.`,
    NOT_YOU,
  ]);
}

/** To the account: an admin reset its 2FA ('Redefinir 2FA'). */
export function twoFactorResetEmail(input: Notice): EmailBody {
  return composeEmail(`${input.appName}: verificação em duas etapas redefinida`, [
    greetingOf(input.name),
    `Um administrador redefiniu a verificação em duas etapas da sua conta em ${input.when} (horário de Brasília): as sessões abertas foram encerradas e os códigos de recuperação deixaram de valer. Entre com sua senha e ative a verificação de novo em "Minha conta".`,
    'Se você não pediu isso, redefina sua senha em "Esqueceu a senha" e fale com o administrador do portal.',
  ]);
}

/** To the account: its wrong codes reached the limit and the second step is locked for a while. */
export function twoFactorLockedEmail(input: Notice & { failures: number; minutes: number }): EmailBody {
  return composeEmail(`${input.appName}: códigos de verificação bloqueados`, [
    greetingOf(input.name),
    `Foram digitados ${input.failures} códigos de verificação incorretos na sua conta até ${input.when} (horário de Brasília). Por segurança, novos códigos ficam recusados por até ${input.minutes} minutos.`,
    'Para chegar a esse passo, quem tentou já sabia sua senha ou tinha uma sessão aberta: troque a senha em "Minha conta" (ou em "Esqueceu a senha") e confira as sessões abertas.',
  ]);
}
