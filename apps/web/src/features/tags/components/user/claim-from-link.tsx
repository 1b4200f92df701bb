import { useNavigate, useSearchParams } from 'react-router';
import { ClaimTagDialog } from './claim-tag-dialog';

/**
 * /user/tags/ativar?code=...&activation=... (the QR of an activation card, issue 25): the 'Ativar tag' dialog open
 * and filled in with both codes. The link itself activates nothing: the owner confirms with 'Ativar'. Closing (or
 * claiming) leaves for /user/tags, so the codes do not stay in the address.
 */
export function ClaimFromLink() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const values = { code: params.get('code') ?? '', activationCode: params.get('activation') ?? '' };
  return (
    <ClaimTagDialog
      open
      values={values}
      onOpenChange={(open) => {
        if (!open) navigate('/user/tags', { replace: true });
      }}
    />
  );
}
