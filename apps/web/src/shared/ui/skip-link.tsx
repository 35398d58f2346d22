import Link from '@mui/material/Link';

/** First stop of the keyboard: jumps over the menu to the page's content (hidden until focused). */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        // Move focus (not only the scroll) so the next Tab continues inside the content.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Saltar al contenido
    </Link>
  );
}
