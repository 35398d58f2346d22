// GraphQL types and fields of the news domain.
