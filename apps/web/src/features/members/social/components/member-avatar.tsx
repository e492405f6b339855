import { Avatar, type AvatarProps } from '@mantine/core';
import { initialOf } from '@/lib/members/post-look';
import { avatarImageProps } from '@/lib/photo';

/**
 * A member's photo, or their initial on the brand colour. With alt '' it is decoration (the
 * name is written beside it): the initial is then hidden from screen readers too.
 */
export function MemberAvatar({ name, photo, alt, ...props }: { name: string; photo: string | null; alt: string } & AvatarProps) {
  // Mantine's sizes by name; a number is pixels.
  const px = typeof props.size === 'number' ? props.size : 38;
  const initial = initialOf(name);
  return (
    <Avatar {...avatarImageProps(photo, px)} alt={alt} radius="xl" color="brand" {...props}>
      {alt ? (
        <span role="img" aria-label={alt}>
          {initial}
        </span>
      ) : (
        <span aria-hidden>{initial}</span>
      )}
    </Avatar>
  );
}
