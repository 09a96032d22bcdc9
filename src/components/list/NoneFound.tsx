import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a searched list shows when the search finds nothing ("Nenhum registro encontrado."), as a
 * plain status (not an alert) where its rows were: the register, Notificados, Prazos.
 */
export const NoneFound = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" role="status" sx={{ py: 1 }}>
      {translate('app.list.empty')}
    </Typography>
  );
};
