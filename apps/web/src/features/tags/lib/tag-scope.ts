/** Who is acting on a tag screen: the admin family of routes, or the owner's /me family. */
export type TagScope = 'admin' | 'owner';
