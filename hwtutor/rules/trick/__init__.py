"""The trick-taking engine (seeds 000, 002 and 004: Zhejiang, Jiande, Taihu)."""
