import argon2 from 'argon2';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
};

/** argon2id; cost from config so tests can run cheaply without changing the algorithm. */
export function createPasswordHasher(memoryCost: number, timeCost: number): PasswordHasher {
  return {
    hash: (password) =>
      argon2.hash(password, { type: argon2.argon2id, memoryCost, timeCost, parallelism: 1 }),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}
