// Contracts of this area; each resource in its own file, re-exported here.
export {};
