import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** A search box that reports its value 300 ms after the person stops typing. */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed from outside (back button, cleared filter): show the new value.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const id = window.setTimeout(() => onChange(text), 300);
    return () => window.clearTimeout(id);
  }, [text, value, onChange]);
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
    />
  );
}
