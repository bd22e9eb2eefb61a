import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLandingPath } from '@/lib/navigation';
import { useParcel } from '@/features/packags/api/get-packag';
import { ParcelBuckets } from '@/features/packags/components/parcel-buckets';
import { ParcelLabel } from '@/features/packags/components/parcel-label';
import { PageHeader } from '@/components/page-header';
import { PrintButton } from '@/components/print/print-button';
import { PrintSheet } from '@/components/print/print-sheet';
import { QueryContent } from '@/components/query-content';

/** A parcel's page, which its label's QR code opens: the printable A5 label and where its pieces are. */
export function PackagRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const parcel = useParcel(id);
  const reference = parcel.data?.ref_packag;
  const landing = useLandingPath();

  return (
    <Stack>
      <PageHeader
        title={reference ? t('packags.label.pageTitle', { ref: reference }) : t('packags.label.pageTitleLoading')}
        actions={
          <>
            <Button component={Link} to={landing} variant="default" className="print-hide">
              {t('packags.label.home')}
            </Button>
            {parcel.data && <PrintButton />}
          </>
        }
      />
      <QueryContent query={parcel}>
        {(found) => (
          <Stack gap="lg">
            <PrintSheet size="A5">
              <ParcelLabel parcel={found} />
            </PrintSheet>
            <ParcelBuckets parcel={found} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
