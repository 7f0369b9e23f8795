# tabletome's server for hosting: the wheel of this checkout with the `server` extra (PostgreSQL,
# Redis, uvicorn's fast event loop). `docker compose up` (compose.yaml) runs it with PostgreSQL,
# Redis and several workers; alone, it serves on SQLite under /data.
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml README.md ./
COPY src ./src
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /dist .

FROM python:3.11-slim
RUN useradd --create-home --uid 10001 tabletome && mkdir /data && chown tabletome /data
COPY --from=build /dist /dist
RUN pip install --no-cache-dir "$(ls /dist/tabletome-*.whl)[server]" && rm -rf /dist
USER tabletome
ENV TABLETOME_DATA=/data
# The V:TES card database, read once here rather than by the first worker that needs it.
RUN python -c "from tabletome.games.vtes.cards import load_cards; load_cards()"
VOLUME /data
EXPOSE 8000
CMD ["tabletome", "serve", "--host", "0.0.0.0", "--port", "8000"]
