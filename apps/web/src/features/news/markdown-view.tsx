import Box from '@mui/material/Box';
import Markdown from 'react-markdown';

/**
 * Renders Markdown safely: react-markdown builds React elements (no innerHTML), raw HTML in the
 * source is dropped (`skipHtml`), and links other than http(s)/mailto are removed by its default
 * URL transform. Import it lazily: it is kept out of every first download.
 */
export function MarkdownView({ source, topLevel }: { source: string; topLevel: 2 | 3 }) {
  const level = (n: number) => `h${Math.min(6, topLevel + n)}` as 'h2';
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& h2, & h3, & h4, & h5, & h6': { fontSize: '1.15rem', fontWeight: 600, mt: 2, mb: 1 },
        '& p': { my: 1 },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'primary.main', textDecoration: 'underline' },
      }}
    >
      <Markdown skipHtml components={{ h1: level(0), h2: level(0), h3: level(1), h4: level(2), h5: level(3), h6: level(3) }}>
        {source}
      </Markdown>
    </Box>
  );
}
