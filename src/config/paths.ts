export const paths = {
  home: { path: "/" },
  auth: { path: "/auth" },
} as const;
