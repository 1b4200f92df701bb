import { EMAIL_CHANGE_TTL_HOURS, INVITATION_TTL_DAYS } from '@portal/shared';
import { composeEmail as compose, greetingOf, NOT_YOU, type EmailBody as Email } from '../../lib/email-body.js';

/** To the account after a password change from 'Minha conta'. */
export function passwordChangedEmail(input: { appName: string; name: string; when: string }): Email {
  return compose(`${input.appName}: sua senha foi alterada`, [
    greetingOf(input.name),
    `A senha da sua conta foi alterada em ${input.when} (horário de Brasília). As outras sessões foram encerradas.`,
    NOT_YOU,
  ]);
}

/** To the new address: the link that makes the change. */
export function emailChangeConfirmationEmail(input: { appName: string; name: string; link: string }): Email {
  return compose(
    `${input.appName}: confirme o seu novo e-mail`,
    [
      greetingOf(input.name),
      'Recebemos um pedido para usar este endereço na sua conta. O e-mail só muda quando você abrir o link abaixo.',
      'Se você não fez este pedido, ignore esta mensagem.',
    ],
    {
      href: input.link,
      label: 'Confirmar o novo e-mail',
      note: `vale por ${EMAIL_CHANGE_TTL_HOURS} horas, uma única vez`,
    },
  );
}

/** To the old address: someone asked to move the account elsewhere. */
export function emailChangeNoticeEmail(input: { appName: string; name: string; newEmail: string }): Email {
  return compose(`${input.appName}: pedido de troca de e-mail`, [
    greetingOf(input.name),
    `Foi pedida a troca do e-mail da sua conta para ${input.newEmail}. A troca só acontece quando o link enviado ao novo endereço for aberto.`,
    NOT_YOU,
  ]);
}

/** To the owner of an address another account asked to use (issue 40): nothing changes, no link goes out. */
export function emailInUseEmail(input: { appName: string; name: string; email: string }): Email {
  return compose(`${input.appName}: pedido para usar seu e-mail`, [
    greetingOf(input.name),
    `Alguém pediu para usar o endereço ${input.email} em outra conta do ${input.appName}. Como ele já é o e-mail da sua conta, nada foi mudado e nenhum link foi enviado.`,
    'Se foi você, entre com este e-mail (ou use "Esqueceu a senha"). Se não foi, pode ignorar esta mensagem.',
  ]);
}

/** The admin's invitation: the link where the person chooses their password. */
export function invitationEmail(input: { appName: string; name: string; email: string; link: string }): Email {
  return compose(
    `${input.appName}: crie a senha da sua conta`,
    [
      greetingOf(input.name),
      `Uma conta foi criada para você no ${input.appName} com o e-mail ${input.email}.`,
      'Abra o link abaixo para criar a sua senha; depois, é só entrar com o seu e-mail e a nova senha.',
    ],
    { href: input.link, label: 'Criar minha senha', note: `vale por ${INVITATION_TTL_DAYS} dias, uma única vez` },
  );
}
