import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { showToast, type ToastOptions } from './toast-slice';

export function useToast(): (options: ToastOptions) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (options: ToastOptions) => {
      dispatch(showToast(options));
    },
    [dispatch],
  );
}
