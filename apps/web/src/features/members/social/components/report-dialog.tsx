import { useTranslation } from 'react-i18next';
import type { ReportRequest } from '@souq/contract/members-common';
import { ReportDialog as ReportWithReason } from '@/components/members/report-dialog';

export interface ReportDialogProps {
  opened: boolean;
  title: string;
  /** Answers once the report is sent (the dialog then closes) or throws the server's error. */
  onSend: (report: ReportRequest) => Promise<unknown>;
  onClose: () => void;
}

/** Report a post or a member with a reason, in the social screens' words. */
export function ReportDialog({ opened, title, onSend, onClose }: ReportDialogProps) {
  const { t } = useTranslation('social');
  return (
    <ReportWithReason
      opened={opened}
      onClose={onClose}
      title={title}
      text={t('report.text')}
      labels={{ reason: t('report.reason'), placeholder: t('report.placeholder'), cancel: t('compose.cancel'), send: t('report.send') }}
      onSend={onSend}
      onSent={onClose}
    />
  );
}
