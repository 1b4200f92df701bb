const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function passwordResetEmail(input: { appName: string; name: string; link: string }) {
  const greeting = input.name ? `Olá, ${input.name}!` : 'Olá!';
  const subject = `${input.appName}: redefinição da palavra-passe`;
  const text = [
    greeting,
    '',
    'Recebemos um pedido para redefinir a palavra-passe da sua conta.',
    'Abra a ligação abaixo para escolher uma nova palavra-passe (válida durante 1 hora, uma única vez):',
    '',
    input.link,
    '',
    'Se não fez este pedido, ignore este e-mail: a sua palavra-passe continua a mesma.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Recebemos um pedido para redefinir a palavra-passe da sua conta.</p>
<p><a href="${escapeHtml(input.link)}">Redefinir a palavra-passe</a> (válida durante 1 hora, uma única vez).</p>
<p>Se não fez este pedido, ignore este e-mail: a sua palavra-passe continua a mesma.</p>`;
  return { subject, text, html };
}
