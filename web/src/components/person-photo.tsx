import { Image } from '@mantine/core';
import defaultAvatarUrl from '@/assets/default-avatar.svg';

/** A person's photo, or a neutral silhouette when they have none or it cannot be loaded. */
export function PersonPhoto({ src, name, w, h }: { src: string | null; name: string; w: number; h: number }) {
  return (
    <Image
      src={src}
      fallbackSrc={defaultAvatarUrl}
      alt={name}
      w={w}
      h={h}
      fit="cover"
      radius="md"
      style={{ flexShrink: 0 }}
    />
  );
}
