// GraphQL types and fields of the catalogues domain.
