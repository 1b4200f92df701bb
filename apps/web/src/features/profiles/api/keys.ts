/** The signed-in owner's own page (GET /me/page); the owner's tags are tagKeys.mine. */
export const profileKeys = {
  all: ['me'] as const,
  myPage: () => [...profileKeys.all, 'page'] as const,
};
