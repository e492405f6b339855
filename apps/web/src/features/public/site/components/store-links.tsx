import { Button, Group } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { publicInfoQuery } from '../api';
import { safeLinkUrl } from '@/lib/safe-url';

const t = messages.publicWeb;

/** The phone's own store first: Android phones see Google Play first, iPhones the App Store. */
export function deviceFirst(userAgent: string): 'android' | 'ios' {
  return /iphone|ipad|ipod|macintosh.*mobile/i.test(userAgent) ? 'ios' : 'android';
}

export function StoreLinks() {
  const info = useQuery(publicInfoQuery());
  const links = {
    android: (
      <Button
        key="android"
        component="a"
        href={safeLinkUrl(info.data?.androidStoreUrl)}
        leftSection={<IconBrandAndroid size={20} />}
        color="dark"
        rel="noopener"
      >
        {t.android}
      </Button>
    ),
    ios: (
      <Button key="ios" component="a" href={safeLinkUrl(info.data?.iosStoreUrl)} leftSection={<IconBrandApple size={20} />} color="dark" rel="noopener">
        {t.ios}
      </Button>
    ),
  };
  const first = deviceFirst(navigator.userAgent);
  return (
    <Group gap="sm" aria-label={t.getApp} role="group" data-first={first}>
      {first === 'ios' ? [links.ios, links.android] : [links.android, links.ios]}
    </Group>
  );
}
