import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { newsProductLabels } from '@portal/domain/news';
import type { HomeQuery as HomeData } from '../../gql/graphql';
import { formatDate } from '@portal/domain/dates';

const MarkdownView = lazy(() => import('../news/markdown-view').then((m) => ({ default: m.MarkdownView })));

type NewsItem = HomeData['publishedNews'][number];

const productShort = { asociacion: 'Asociación', congreso: 'Congreso' } as const;

/** The latest published news of both products; "Leer más" opens the whole text. */
export function NewsCards({ items }: { items: NewsItem[] }) {
  const [open, setOpen] = useState<NewsItem | null>(null);
  if (items.length === 0) {
    return <Typography color="text.secondary">Todavía no hay novedades publicadas. Vuelva a consultar pronto.</Typography>;
  }
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {items.map((n) => (
          <Card key={n.id} variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column' }}>
            {n.imageUrl && <CardMedia component="img" src={n.imageUrl} alt="" sx={{ height: 140, objectFit: 'cover' }} />}
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="overline" color="text.secondary" component="p">
                {productShort[n.product]}
                {n.publishAt ? ` · ${formatDate(n.publishAt)}` : ''}
              </Typography>
              <Typography variant="h6" component="h3" gutterBottom>
                {n.title}
              </Typography>
              <Typography variant="body2">{n.summary}</Typography>
            </CardContent>
            <CardActions>
              <Button size="small" onClick={() => setOpen(n)} aria-label={`Leer más: ${n.title}`}>
                Leer más
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md" fullWidth aria-labelledby="news-dialog-title">
        {open && (
          <>
            <DialogTitle id="news-dialog-title">{open.title}</DialogTitle>
            <DialogContent>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {newsProductLabels[open.product]}
                {open.publishAt ? ` · ${formatDate(open.publishAt)}` : ''}
              </Typography>
              {open.imageUrl && <Box component="img" src={open.imageUrl} alt="" sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 1, my: 1 }} />}
              <Suspense fallback={<CircularProgress size={24} aria-label="Cargando" />}>
                <MarkdownView source={open.body} topLevel={3} />
              </Suspense>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>Cerrar</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}

type Issue = HomeData['publishedJournalIssues'][number];

/** The latest journal issues: cover, title, number and year, link and/or PDF. */
export function JournalIssues({ items }: { items: Issue[] }) {
  if (items.length === 0) {
    return <Typography color="text.secondary">Todavía no hay números de la revista publicados.</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {items.map((j) => (
        <Box component="li" key={j.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          {j.coverUrl && <Box component="img" src={j.coverUrl} alt="" sx={{ width: 72, height: 96, objectFit: 'cover', borderRadius: 0.5, border: 1, borderColor: 'divider', flexShrink: 0 }} />}
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {j.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              N.º {j.number} · {j.year}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              {j.link && (
                <Button size="small" variant="outlined" href={j.link} target="_blank" rel="noopener noreferrer" aria-label={`Leer el número ${j.number} en línea (se abre en otra pestaña)`}>
                  Leer en línea
                </Button>
              )}
              {j.pdfUrl && (
                <Button size="small" variant="outlined" href={j.pdfUrl} aria-label={`Descargar el PDF del número ${j.number}`}>
                  Descargar PDF
                </Button>
              )}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
