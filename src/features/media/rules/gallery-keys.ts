/** The photo index after a key in the fullscreen modal: arrows wrap around; null for other keys. */
export function galleryIndexAfterKey(index: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
