import { ClaimFromLink } from '@/features/tags';
import { MyTagsScreen } from '../screens/my-tags-screen';

/** /user/tags/ativar?code=...&activation=...: the owner's tags with the 'Ativar tag' dialog open and filled in. */
export function Component() {
  return (
    <>
      <MyTagsScreen />
      <ClaimFromLink />
    </>
  );
}
