/** Who is asking, as the domains see it: a signed-in member (null for visitors). */
export interface Viewer {
  id: number;
  isModerator: boolean;
}
