import { isLost, LostBadge, LostModeButton } from '@/features/lost-mode';
import { MyTagsScreen as TagsMyTagsScreen, type MyTagsLostMode } from '@/features/tags';

const lostMode: MyTagsLostMode = {
  status: (tag) => (isLost(tag) ? <LostBadge tag={tag} /> : null),
  button: (tag) => <LostModeButton tag={tag} scope="owner" />,
};

/** The owner's tags (/user/bracelets, /user/tags): the tags feature's list with each tag's lost mode. */
export function MyTagsScreen() {
  return <TagsMyTagsScreen lostMode={lostMode} />;
}
