import { useTranslation } from 'react-i18next';
import { useMarketText } from '@/i18n/members/market';
import { ReportDialog as ReportWithReason } from '@/components/members/report-dialog';
import { useReport } from '../api';

/** Report a listing with a reason; a failure keeps the reason typed and says why. */
export function ReportDialog({ id, title, opened, onClose, onDone }: { id: string; title: string; opened: boolean; onClose: () => void; onDone: () => void }) {
  const t = useMarketText();
  const { t: common } = useTranslation();
  const report = useReport(id);
  return (
    <ReportWithReason
      opened={opened}
      onClose={onClose}
      title={t('listing.reportTitle')}
      formLabel={t('listing.reportTitle')}
      text={t('listing.reportText', { title })}
      labels={{
        reason: t('listing.reason'),
        placeholder: t('listing.reasonPlaceholder'),
        cancel: common('common.cancel'),
        send: t('listing.sendReport'),
      }}
      gap="sm"
      onSend={(request) => report.mutateAsync(request)}
      onSent={onDone}
    />
  );
}
