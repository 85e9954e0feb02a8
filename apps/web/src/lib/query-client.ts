import { QueryClient } from '@tanstack/react-query';

/** The API client already reports failures; queries don't retry behind the person's back. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
