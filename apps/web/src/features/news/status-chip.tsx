import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { publicationStatusLabels, type PublicationStatus } from '@portal/domain/news';

/** "Publicada" (or "Programada" when its date has not come) / "Borrador". */
export function StatusChip({ status, publishAt }: { status: PublicationStatus; publishAt: string | null }) {
  const [now] = useState(Date.now);
  if (status === 'PUBLISHED' && publishAt && Date.parse(publishAt) > now) {
    return <Chip size="small" variant="outlined" color="info" label="Programada" />;
  }
  return <Chip size="small" variant="outlined" color={status === 'PUBLISHED' ? 'success' : 'default'} label={publicationStatusLabels[status]} />;
}
