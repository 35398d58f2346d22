import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';

/** The head of a page under an inscription's «Mis postulaciones»: the way back, then the page's title. */
export function MyProposalsHeading({ inscriptionId, title, documentTitle = title }: { inscriptionId: string; title: string; documentTitle?: string }) {
  return (
    <>
      <PageTitle title={documentTitle} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.myProposals(inscriptionId)} sx={{ mb: 1 }}>
        Mis postulaciones
      </Button>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
    </>
  );
}
