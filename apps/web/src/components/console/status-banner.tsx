import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { BANNER_HIDE_MS } from '@souq/contract/constants';

export interface BannerState {
  kind: 'success' | 'error';
  message: string;
  /** Changes on every show, so the same text shown twice restarts the timer. */
  id: number;
}

let nextId = 1;

/** A success or error banner that hides itself after BANNER_HIDE_MS (3 s). */
export function useStatusBanner(hideAfterMs: number = BANNER_HIDE_MS) {
  const [banner, setBanner] = useState<BannerState | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), hideAfterMs);
    return () => clearTimeout(timer);
  }, [banner, hideAfterMs]);

  const showSuccess = useCallback((message: string) => setBanner({ kind: 'success', message, id: nextId++ }), []);
  const showError = useCallback((message: string) => setBanner({ kind: 'error', message, id: nextId++ }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, showSuccess, showError, clear };
}

export interface StatusBannerProps {
  banner: BannerState | null;
  onClose?: () => void;
}

/** Renders the banner of useStatusBanner; errors are announced as alerts, successes politely. */
export function StatusBanner({ banner, onClose }: StatusBannerProps) {
  if (!banner) return null;
  const error = banner.kind === 'error';
  return (
    <Alert
      key={banner.id}
      color={error ? 'red' : 'teal'}
      variant="light"
      icon={error ? <IconAlertCircle size={18} /> : <IconCircleCheck size={18} />}
      role={error ? 'alert' : 'status'}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      mb="md"
    >
      {banner.message}
    </Alert>
  );
}
