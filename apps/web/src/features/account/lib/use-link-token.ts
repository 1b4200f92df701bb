import { useEffect, useRef } from 'react';

/**
 * Sends an e-mailed link's token as the page opens: once, even when an effect runs twice (React's strict mode),
 * since the link works once. Nothing is sent without a token.
 */
export function useSendLinkToken(token: string | null, send: (body: { token: string }) => void): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send({ token });
  }, [token, send]);
}
