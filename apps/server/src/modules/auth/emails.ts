const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function passwordResetEmail(input: { appName: string; name: string; link: string }) {
  const greeting = input.name ? `Olá, ${input.name}!` : 'Olá!';
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
