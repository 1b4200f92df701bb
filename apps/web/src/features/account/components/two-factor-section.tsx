// Placeholder until its helper lands it (issue 23): the section renders nothing yet.
export function TwoFactorSection() {
  return null;
}
