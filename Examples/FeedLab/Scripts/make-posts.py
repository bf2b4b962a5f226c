#!/usr/bin/env python3
"""Writes Data/posts.json: 550 posts of the shape a social app's feed API returns.

The mix is what makes a feed hard for a lazy stack to estimate: text from a few words to several
paragraphs, a photo on about a third of the posts in the aspect ratios phones shoot and crop to, and
authors whose names and handles differ in length. The generator is seeded, so the file only changes
when this script does:  python3 Examples/FeedLab/Scripts/make-posts.py
"""
import json
import os
import random

rng = random.Random(34)

FIRST = ["Ada", "Grace", "Linus", "Margaret", "Ken", "Barbara", "Dennis", "Frances", "Alan", "Radia",
         "Edsger", "Hedy", "Tim", "Karen", "Donald", "Sophie", "Guido", "Mary", "Bjarne", "Katherine",
         "Niklaus", "Evelyn", "Yukihiro", "Anita", "Chris", "Jean", "Rob", "Shafi", "Leslie", "Fran"]
LAST = ["Lovelace", "Hopper", "Torvalds", "Hamilton", "Thompson", "Liskov", "Ritchie", "Allen", "Kay",
        "Perlman", "Dijkstra", "Lamarr", "Berners-Lee", "Spärck Jones", "Knuth", "Wilson", "van Rossum",
        "Keller", "Stroustrup", "Johnson", "Wirth", "Boyd", "Matsumoto", "Borg", "Lattner", "Sammet",
        "Pike", "Goldwasser", "Lamport", "Bilas"]
WORDS = ("the a of to and in is it that for on with as this was but be at by not are from or have an "
         "they which one you had all we can her has there been if more when will would who so no "
         "scroll frame budget layout row cell list feed photo morning coffee build release swift test "
         "phone screen hitch smooth fast slow today week team ship review merge branch design font "
         "colour image cache network launch memory profile trace instrument commit deadline render "
         "finally again still really maybe probably never always sometimes everyone nobody somebody "
         "weekend holiday train city bridge river mountain garden kitchen bread dinner music concert "
         "book chapter story idea question answer problem solution bug fix feature demo talk slides").split()
PHOTOS = [(1080, 1350), (1080, 1080), (1200, 800), (1600, 900), (800, 1200), (1080, 1920), (2048, 1536)]


def sentence():
    words = [rng.choice(WORDS) for _ in range(rng.randint(4, 18))]
    words[0] = words[0].capitalize()
    return " ".join(words) + rng.choice([".", ".", ".", "!", "?"])


def body():
    # Most posts are a line or two; some run to paragraphs (the long tail a feed's estimate misses).
    kind = rng.random()
    if kind < 0.35:
        return sentence()
    if kind < 0.75:
        return " ".join(sentence() for _ in range(rng.randint(2, 4)))
    if kind < 0.93:
        return "\n\n".join(" ".join(sentence() for _ in range(rng.randint(2, 4))) for _ in range(2))
    return "\n\n".join(" ".join(sentence() for _ in range(rng.randint(3, 5))) for _ in range(rng.randint(3, 5)))


authors = []
for first in FIRST:
    last = rng.choice(LAST)
    handle = (first + last).lower().replace(" ", "").replace("-", "").replace("ä", "a")
    if rng.random() < 0.3:
        handle += str(rng.randint(1, 999))
    authors.append({"name": f"{first} {last}", "handle": handle,
                    "avatarURL": f"https://cdn.example.com/avatars/{handle}.jpg"})

posts = []
minutes = 1
for post_id in range(550):
    minutes += rng.randint(1, 40)
    author = rng.choice(authors)
    attachment = None
    if rng.random() < 0.35:
        width, height = rng.choice(PHOTOS)
        attachment = {"url": f"https://cdn.example.com/photos/{post_id}.jpg", "width": width, "height": height}
    popular = rng.random() < 0.1
    posts.append({
        "id": post_id,
        "author": author,
        "postedMinutesAgo": minutes,
        "body": body(),
        "attachment": attachment,
        "replies": rng.randint(0, 2000 if popular else 40),
        "reposts": rng.randint(0, 5000 if popular else 60),
        "likes": rng.randint(0, 90000 if popular else 300),
        "isLiked": rng.random() < 0.15,
    })

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Data", "posts.json")
with open(path, "w", encoding="utf-8") as out:
    json.dump(posts, out, ensure_ascii=False, indent=1)
    out.write("\n")
with_photo = sum(1 for p in posts if p["attachment"])
print(f"{path}: {len(posts)} posts, {with_photo} with a photo")
