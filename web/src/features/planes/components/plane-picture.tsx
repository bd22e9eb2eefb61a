import { Image } from '@mantine/core';
import placeholderUrl from '@/assets/plane-placeholder.svg';

/** An aircraft's picture, or a drawing of a plane when it has none or it cannot be loaded. */
export function PlanePicture({ src, alt, h }: { src: string | null; alt: string; h: number }) {
  return <Image src={src} fallbackSrc={placeholderUrl} alt={alt} h={h} fit="cover" />;
}
