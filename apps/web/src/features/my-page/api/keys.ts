/** The signed-in owner's own page (GET /me/page); the owner's tags are tagKeys.mine. */
export const myPageKeys = {
  all: ['me'] as const,
  myPage: () => [...myPageKeys.all, 'page'] as const,
};
